int g1 = zed(10);
void zz(void) {
	bar(x + 1);
	foo(3);
}
int g2 = bar(11);
void aa(void) {
	bar(y);
	bar(*y);
}
