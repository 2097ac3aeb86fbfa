struct foo { int a; };
void x(struct foo *p, int *ip, struct foo s, struct bar *q) {
	g(p->a);
	g(s.a);
	g(ip->a);
	g(q->a);
	g(u->a);
}
