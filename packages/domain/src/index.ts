export * from './constants';
export * from './expiry';
export * from './menus';
export * from './messages';
export * from './query-string';
export * from './routes';
export * from './search-entries';
export * from './user';
