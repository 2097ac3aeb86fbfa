static void f(struct u *p, int a, int b)
{
	foo();
	if (a > b)
		p->v = a;
	else
		p->v = b;
	if (a < b)
		p->w = b;
}
