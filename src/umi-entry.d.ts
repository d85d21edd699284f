// umi's generated entry (src/boot.ts imports it); it exists only once umi has generated its files.
declare module '@@/umi';
