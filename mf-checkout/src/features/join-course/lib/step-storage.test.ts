import { joinSteps, storeResumeStep, takeResumeStep } from './step-storage';

describe('join-course step storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('resumes at the stored step once, then forgets it', () => {
    storeResumeStep(joinSteps.payment, 'g1');
    expect(takeResumeStep(true)).toEqual({ step: joinSteps.payment, eventsGroupId: 'g1' });
    expect(takeResumeStep(true)).toBeNull();
  });

  it('starts at initial without a logged-in user', () => {
    storeResumeStep(joinSteps.payment, 'g1');
    expect(takeResumeStep(false)).toEqual({ step: joinSteps.initial, eventsGroupId: 'g1' });
  });
});

describe('join-course step storage with several courses', () => {
  beforeEach(() => window.localStorage.clear());

  it("leaves another course's stored step in place", () => {
    storeResumeStep(joinSteps.payment, 'g1');
    expect(takeResumeStep(true, 'g2')).toBeNull();
    expect(takeResumeStep(true, 'g1')).toEqual({ step: joinSteps.payment, eventsGroupId: 'g1' });
  });
});
