// Everything this remote exposes, in one place. The shell's route table refers to these as `catalog/<key>`.
export default {
  name: 'catalog',
  exposes: {
    './WebshopPage': './src/exposed/WebshopPage.tsx',
  },
};
