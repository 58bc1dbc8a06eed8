import { newsBlocks, newsCategory, newsTeaser } from './news-content';

describe('news content', () => {
  it('shows the category part after the semicolon', () => {
    expect(newsCategory('news;Youth football')).toBe('Youth football');
    expect(newsCategory('Club')).toBe('Club');
  });

  it('reads paragraph and header blocks from the content JSON', () => {
    const content = JSON.stringify({
      blocks: [
        { type: 'header', data: { text: 'Head' } },
        { type: 'paragraph', data: { text: 'First <b>bold</b> paragraph.' } },
        { type: 'image', data: { url: 'x' } },
      ],
    });
    expect(newsBlocks({ content })).toEqual([
      { type: 'header', text: 'Head' },
      { type: 'paragraph', text: 'First <b>bold</b> paragraph.' },
    ]);
    expect(newsTeaser({ content }, 10)).toBe('First bold…');
  });

  it('gives no blocks for broken JSON', () => {
    expect(newsBlocks({ content: '{oops' })).toEqual([]);
  });
});
