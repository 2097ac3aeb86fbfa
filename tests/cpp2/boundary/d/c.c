int k(void) { return 0; }
