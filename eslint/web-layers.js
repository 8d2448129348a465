// Layer rules of the web app (apps/web). Filled in with the web app's feature layout.
export default [];
