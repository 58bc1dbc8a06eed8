import { nameOfFile, uploadLabels } from './MediaPicker';

describe('uploadLabels', () => {
  it('labels an upload by the labels typed for uploads, else the search words, else its file name in words', () => {
    expect(uploadLabels('Verein, Zelt', 'turnier', 'IMG_0042.jpg')).toBe('Verein, Zelt');
    expect(uploadLabels('', ' turnier ', 'IMG_0042.jpg')).toBe('turnier');
    expect(uploadLabels('', '', 'sommerfest-2025_abend.jpg')).toBe('sommerfest 2025 abend');
  });

  it('names an upload after its file in words', () => {
    expect(nameOfFile('Vereinsheim_bei-Nacht.jpeg')).toBe('Vereinsheim bei Nacht');
  });
});
