export type { BlockProps } from '@club/shared';
