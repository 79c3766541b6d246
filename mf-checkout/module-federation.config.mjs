// Everything this remote exposes, in one place. The shell's route table refers to these as `checkout/<key>`.
export default {
  name: 'checkout',
  exposes: {
    './CartPage': './src/exposed/CartPage.tsx',
    './PaymentPage': './src/exposed/PaymentPage.tsx',
    './OrderConfirmationPage': './src/exposed/OrderConfirmationPage.tsx',
    // Mounted by the shell while a pro-forma request is open (useProformaRequest).
    './ProformaDialog': './src/exposed/ProformaDialog.tsx',
  },
};
