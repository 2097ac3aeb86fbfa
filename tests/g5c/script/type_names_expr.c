void f(void) {
	unsigned long n;
	n = sizeof(char const *);
}
void g(void) {
	unsigned long n;
	n = (unsigned long const)(int const *)0;
}
void h(void) {
	unsigned long n;
	n = sizeof(struct { int const a; });
}
void k(int constant) {
	unsigned long n;
	n = constant * sizeof n;
}
