import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ClubProviders,
  clubStore,
  configureApi,
  initI18n,
  organizationAtom,
  pendingRequestsAtom,
  renderHintsAtom,
  type InstagramMedia,
  type Template,
} from '@club/shared';
import { Instagram } from './Instagram';

beforeAll(() => {
  initI18n('?lang=en');
});

type Adapter = NonNullable<Parameters<typeof configureApi>[0]['adapter']>;

const location = { origin: '', host: '', hostname: '', protocol: 'http:', port: '', href: '' };

beforeEach(() => {
  clubStore.set(organizationAtom, { id: '7b0c7e1e-7a43-4a4a-9a53-8d1f2f6a0c11', name: 'demo' } as never);
  // The visitor accepted Instagram (the consent cookie the page was rendered with).
  clubStore.set(renderHintsAtom, { location, isMobile: false, consent: { instagram: true } });
});

const templateOf = (id: string): Template => ({
  id,
  name: 'Instagram',
  type: 'INSTAGRAM',
  fields: [{ id: 'fu', name: 'instagramUrl', type: 'TEXT', isMandatory: false }],
  elements: [
    { id: 'e1', type: 'default', values: [{ id: 'v1', fieldId: 'fu', value: 'https://www.instagram.com/club' }] },
  ],
});

const mediaOf = (n: number): InstagramMedia => ({
  id: `m${n}`,
  type: 'IMAGE',
  url: `/media/${n}.jpg`,
  link: `https://www.instagram.com/p/${n}`,
  caption: `Post ${n}`,
});

/** The API answering the feed's call with `status` and `data`; answers the addresses asked. */
function answerFeed(status: number, data: unknown): string[] {
  const asked: string[] = [];
  const adapter: Adapter = async (config) => {
    asked.push(config.url ?? '');
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { response, config });
    return response;
  };
  configureApi({ baseURL: '/api', adapter });
  return asked;
}

function renderBlock(templateId: string) {
  render(
    <ClubProviders>
      <MemoryRouter>
        <Instagram template={templateOf(templateId)} />
      </MemoryRouter>
    </ClubProviders>,
  );
}

describe('Instagram block', () => {
  it('shows the first four posts of the feed, loaded without showing the page busy', async () => {
    const asked = answerFeed(200, [1, 2, 3, 4, 5].map(mediaOf));
    const busy: number[] = [];
    const unwatch = clubStore.sub(pendingRequestsAtom, () => busy.push(clubStore.get(pendingRequestsAtom)));
    renderBlock('t-loaded');
    expect(await screen.findByRole('img', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(asked).toEqual(['/content-service/organizations/7b0c7e1e-7a43-4a4a-9a53-8d1f2f6a0c11/instagram/t-loaded']);
    expect(busy.filter((count) => count > 0)).toEqual([]);
    unwatch();
  });

  it('says so when Instagram refused the token, without logging an error', async () => {
    answerFeed(400, { code: 'INSTAGRAM_TOKEN_INVALID', message: 'Token not valid', title: 'Token not valid' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('t-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token not valid');
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the feed as unavailable when Instagram cannot be reached, and logs it', async () => {
    answerFeed(502, { code: 'INSTAGRAM_UNAVAILABLE', message: 'Unavailable', title: 'Unavailable' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBlock('t-down');
    expect(await screen.findByText('The Instagram feed is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Instagram feed could not be loaded',
      expect.objectContaining({ code: 'INSTAGRAM_UNAVAILABLE' }),
    );
    logged.mockRestore();
  });
});
