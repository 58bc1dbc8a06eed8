import { labelsFromText, moveFocus, pointAt } from './media-focus';

describe('the focal point of a picture', () => {
  it('is where the picture was clicked, as a share of its width and height', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(pointAt(box, 200, 200)).toEqual({ x: 0.25, y: 0.75 });
    expect(pointAt(box, 90, 260)).toEqual({ x: 0, y: 1 });
  });

  it('moves by 5 % with the arrow keys and stays on the picture', () => {
    expect(moveFocus({ x: 0.5, y: 0.5 }, 'ArrowLeft')).toEqual({ x: 0.45, y: 0.5 });
    expect(moveFocus({ x: 0.5, y: 0.98 }, 'ArrowDown')).toEqual({ x: 0.5, y: 1 });
    expect(moveFocus({ x: 0.5, y: 0.5 }, 'a')).toBeNull();
  });
});

describe('labels typed for a picture', () => {
  it('are the comma-separated words, lower case, without doubles or empty ones', () => {
    expect(labelsFromText('Sommerfest, Zelt ,, sommerfest, Abend')).toEqual(['sommerfest', 'zelt', 'abend']);
  });
});
