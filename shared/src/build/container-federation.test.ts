/**
 * @jest-environment node
 */
import realFederation from '@module-federation/webpack-bundler-runtime';
import { bundlerRuntimeRequest } from './webpack-config';
import {
  containerFederation,
  containerInit,
  publishedBundlerRuntimeKey,
  type PublishedBundlerRuntime,
} from './container-federation';

type Known = { options: { id: string; name: string; version?: string }; initOptions: jest.Mock };

/** A stand-in of @module-federation/runtime over the page's list of instances. */
function fakeRuntime(instances: Known[]) {
  const make = (options: Known['options']): Known => ({ options, initOptions: jest.fn() });
  return {
    getInstance: (finder: (instance: Known) => boolean) => instances.find(finder) ?? null,
    createInstance: jest.fn((options: Known['options']) => {
      const instance = make(options);
      instances.push(instance);
      return instance;
    }),
    init: jest.fn(),
    make,
  };
}

const published = (runtime: unknown): PublishedBundlerRuntime =>
  ({
    runtime,
    bundlerRuntime: { ...realFederation.bundlerRuntime! },
    attachShareScopeMap: realFederation.attachShareScopeMap,
  }) as unknown as PublishedBundlerRuntime;

describe("a remote on the shell's bundler runtime", () => {
  it("has every part of the package's own federation object (an upgrade that adds one fails here)", () => {
    const own = containerFederation(published(fakeRuntime([])));
    expect(Object.keys(own).sort()).toEqual(Object.keys(realFederation).sort());
    expect(Object.keys(own.bundlerRuntime!).sort()).toEqual(Object.keys(realFederation.bundlerRuntime!).sort());
  });

  it('keeps what is per container its own: the object, its S and its options', () => {
    const glue = published(fakeRuntime([]));
    const first = containerFederation(glue);
    const second = containerFederation(glue);
    expect(first).not.toBe(second);
    expect(first.bundlerRuntime?.S).not.toBe(second.bundlerRuntime?.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.bundlerRuntime?.consumes).toBe(second.bundlerRuntime?.consumes);
  });

  it("makes its own federation instance and never takes the shell's or calls the shared init", () => {
    const runtime = fakeRuntime([]);
    const shell = runtime.make({ id: 'shell:1.0.0', name: 'shell' });
    runtime.getInstance = (finder) => [shell].find(finder) ?? null;
    const own = containerFederation(published(runtime));
    own.runtime!.init({ name: 'mf_content', remotes: [] } as never);
    expect(runtime.createInstance).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf_content' }));
    expect(runtime.init).not.toHaveBeenCalled();
    expect(shell.initOptions).not.toHaveBeenCalled();
  });

  it('takes up the instance already made for its own build (a second init of the same container)', () => {
    const instances: Known[] = [];
    const runtime = fakeRuntime(instances);
    const first = containerInit(runtime as never, { name: 'mf_content', remotes: [] } as never, 'mf_content:1.0.0');
    instances[0]!.options.id = 'mf_content:1.0.0';
    const again = containerInit(runtime as never, { name: 'mf_content', remotes: [] } as never, 'mf_content:1.0.0');
    expect(again).toBe(first);
    expect(instances).toHaveLength(1);
    expect(instances[0]!.initOptions).toHaveBeenCalledTimes(1);
  });

  it('says what is missing on a page without the shell', () => {
    expect(() => containerFederation(undefined)).toThrow(/needs a page that provides the federation runtime/);
    expect(publishedBundlerRuntimeKey).toBe('_FEDERATION_BUNDLER_RUNTIME');
  });

  it('replaces the files the federation entry imports, and only those', () => {
    const dist = '/n/@module-federation/webpack-bundler-runtime/dist';
    expect(bundlerRuntimeRequest.test(`${dist}/bundler.js`)).toBe(true);
    expect(bundlerRuntimeRequest.test(`${dist}/index.js`)).toBe(true);
    expect(bundlerRuntimeRequest.test(`${dist}/index.cjs`)).toBe(true);
    expect(bundlerRuntimeRequest.test(`${dist}/initContainerEntry.js`)).toBe(false);
  });
});
