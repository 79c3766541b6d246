// Everything this remote exposes, in one place. The shell's route table refers to these as `checkout/<key>`.
export default {
  name: 'checkout',
  exposes: {
    './CartPage': './src/exposed/CartPage.tsx',
  },
};
