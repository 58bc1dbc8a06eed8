import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { listCategories } from '../contracts/endpoints/calendar';
import { listNews } from '../contracts/endpoints/news';
import { searchProducts } from '../contracts/endpoints/products';
import { organizationAtom } from '../state/atoms';
import { clubStore } from '../state/store';
import { answerApi } from '../testing/api-answers';
import { callKey, refreshCall, useCall } from './use-call';

const orgId = '7b0c7e1e-7a43-4a4a-9a53-8d1f2f6a0c11';
let answer = ['Fußball'];
const sent = answerApi({ '/category': () => answer });

function Categories({ label }: { label: string }) {
  const categories = useCall(listCategories, {});
  return <p aria-label={label}>{(categories.data ?? ['…']).join(', ')}</p>;
}

beforeEach(() => {
  sent.length = 0;
  answer = ['Fußball'];
  clubStore.set(organizationAtom, null as never);
});

describe('useCall(endpoint, input)', () => {
  it('derives one key per call: the path with the organization, and the query', () => {
    clubStore.set(organizationAtom, { id: orgId, name: 'demo' } as never);
    const first = callKey(listNews, { query: { page: 1, size: 5 } });
    expect(first).toBe(`GET /news-service/organizations/${orgId}/news?{"page":1,"size":5}`);
    expect(callKey(listNews, { query: { page: 1, size: 5 } })).toBe(first);
    expect(callKey(listNews, { query: { page: 2, size: 5 } })).not.toBe(first);
    expect(callKey(listCategories, {})).toBe(`GET /calendar-service/organizations/${orgId}/category`);
  });

  it('tells two searches sent as a POST apart by their body (one course’s products from another’s)', () => {
    clubStore.set(organizationAtom, { id: orgId, name: 'demo' } as never);
    const swimming = callKey(searchProducts, { body: { tags: { eventsGroupId: ['swimming'] } } });
    expect(swimming).toContain('POST ');
    expect(swimming).toContain('"swimming"');
    expect(callKey(searchProducts, { body: { tags: { eventsGroupId: ['swimming'] } } })).toBe(swimming);
    expect(callKey(searchProducts, { body: { tags: { eventsGroupId: ['yoga'] } } })).not.toBe(swimming);
  });

  it('waits for the organization, then two components share one request; a refresh loads again', async () => {
    render(
      <Provider store={clubStore}>
        <Categories label="in the timetable" />
        <Categories label="in the editor" />
      </Provider>,
    );
    expect(callKey(listCategories, {})).toBeNull();
    expect(sent).toHaveLength(0);

    await act(async () => clubStore.set(organizationAtom, { id: orgId, name: 'demo' } as never));
    expect(await screen.findByLabelText('in the timetable')).toHaveTextContent('Fußball');
    expect(screen.getByLabelText('in the editor')).toHaveTextContent('Fußball');
    expect(sent).toHaveLength(1);

    answer = ['Fußball', 'Yoga'];
    await act(async () => {
      await refreshCall(listCategories, {});
    });
    expect(screen.getByLabelText('in the editor')).toHaveTextContent('Fußball, Yoga');
    expect(sent).toHaveLength(2);
  });
});
