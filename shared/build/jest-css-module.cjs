// In Jest a CSS Module maps each class to its own name, so components render with stable class names.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
