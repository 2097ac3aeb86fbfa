struct foo { int a; };
void x(struct foo *p, int v) {
	g(p->a);
	g(p[0].a);
	g(p[v].a);
	g((*p).a);
}
