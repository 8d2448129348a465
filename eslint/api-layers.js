// Layer rules of the API (apps/api). Filled in with the API's module layout.
export default [];
