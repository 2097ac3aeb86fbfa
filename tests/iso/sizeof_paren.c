struct foo { int a; };
void x(struct foo *p, int v) {
	g(sizeof *p);
	g(sizeof(*p));
	g(sizeof v);
}
