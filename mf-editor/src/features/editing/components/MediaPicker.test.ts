import { uploadLabels } from './MediaPicker';

describe('uploadLabels', () => {
  it('labels an upload by the search words, else by its file name in words', () => {
    expect(uploadLabels(' turnier ', 'IMG_0042.jpg')).toBe('turnier');
    expect(uploadLabels('', 'sommerfest-2025_abend.jpg')).toBe('sommerfest 2025 abend');
  });
});
