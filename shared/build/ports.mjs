/** Dev ports: the shell dev server (the page) proxies to the API; each remote's dev server has its own port. */
export const DEV_PORTS = {
  shell: 3000,
  api: 3001,
  catalog: 3101,
  product: 3102,
  checkout: 3103,
  account: 3104,
  admin: 3105,
};
