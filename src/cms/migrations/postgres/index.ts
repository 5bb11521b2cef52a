import * as migration_20261122_164547_initial from './20261122_164547_initial';

export const migrations = [
  {
    up: migration_20261122_164547_initial.up,
    down: migration_20261122_164547_initial.down,
    name: '20261122_164547_initial'
  },
];
