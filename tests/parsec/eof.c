int a;
int f(void) {
	return 1;
