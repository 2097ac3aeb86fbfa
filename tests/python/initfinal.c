void b(void) { }
void a(void) { }
