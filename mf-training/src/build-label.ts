// This deployment's label (BUILD_LABEL at build time, see @club/shared's webpack recipe): the
// remote's root element carries it as data-build, so a roll-out can be seen in the page.
declare const __BUILD_LABEL__: string | undefined;
export const buildLabel: string = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';
