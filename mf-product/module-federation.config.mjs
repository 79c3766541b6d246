// Everything this remote exposes, in one place. The shell's route table refers to these as `product/<key>`.
export default {
  name: 'product',
  exposes: {
    './ProductPage': './src/exposed/ProductPage.tsx',
    './ComparePage': './src/exposed/ComparePage.tsx',
    './CompareBanner': './src/exposed/CompareBanner.tsx',
  },
};
