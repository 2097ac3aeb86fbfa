struct foo { int a; };
void x(struct foo *p, int v, struct foo s) {
	g(sizeof *p);
	g(sizeof(*p));
	g(sizeof(struct foo));
	g(sizeof(s));
	g(sizeof(unknown));
	g(sizeof v);
}
