import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApiDataProvider, markHydratedData, useApiData } from './use-api-data';

function Week({ fetcher, dataKey }: { fetcher: () => Promise<string[]>; dataKey: string }) {
  const week = useApiData(dataKey, fetcher, { dedupingInterval: 0 });
  return (
    <table aria-busy={week.isLoading} aria-label="week">
      <tbody>
        <tr>
          <td>{(week.data ?? []).join(', ')}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Remounts the week (as a slot does when the logged-in session replaces the visitor's). */
function Slot({ fetcher, dataKey }: { fetcher: () => Promise<string[]>; dataKey: string }) {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setGeneration((n) => n + 1)}>
        remount
      </button>
      <Week key={generation} fetcher={fetcher} dataKey={dataKey} />
    </>
  );
}

const never = () => new Promise<string[]>(() => undefined);

describe('useApiData', () => {
  it('is not busy while the server’s week is on screen, also after a remount revalidates it', async () => {
    markHydratedData(['week/a']);
    render(
      <ApiDataProvider value={{ fallback: { 'week/a': ['Mo 18:30'] }, provider: () => new Map() }}>
        <Slot fetcher={never} dataKey="week/a" />
      </ApiDataProvider>,
    );
    expect(screen.getByRole('table', { name: 'week' })).toHaveTextContent('Mo 18:30');
    expect(screen.getByRole('table', { name: 'week' })).toHaveAttribute('aria-busy', 'false');
    await act(async () => screen.getByRole('button', { name: 'remount' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('table', { name: 'week' })).toHaveTextContent('Mo 18:30');
    expect(screen.getByRole('table', { name: 'week' })).toHaveAttribute('aria-busy', 'false');
  });

  it('is busy while nothing is there to show and the request is on its way', async () => {
    render(
      <ApiDataProvider value={{ provider: () => new Map() }}>
        <Week fetcher={never} dataKey="week/b" />
      </ApiDataProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('table', { name: 'week' })).toHaveAttribute('aria-busy', 'true');
  });
});
