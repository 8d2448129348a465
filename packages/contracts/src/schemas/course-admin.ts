// Shapes of the course admin endpoints (filled in with those endpoints).
export {};
