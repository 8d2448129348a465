// Shapes of the administration endpoints (filled in with those endpoints).
export {};
