void f(void)
{
	x = y;
	x = y | z;
	p->a = p->a;
	p->a = p->a | 4;
	q[0].a = q[1].a;
}
