module.exports = require('@shop/shared/build/jest')();
