void f(int a, int b, int *p, struct s v)
{
	g((char)-1);
	g((u8 *)&x);
	g((long)~b);
	g((int)*p);
	g((struct s *)&v);
	g((a) - 1);
	g((a) & b);
	g((u32)-a);
	g((u8 **)&p);
}
