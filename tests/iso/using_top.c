void f(int n)
{
	p = zalloc(n);
	q = kzalloc(n, GFP_KERNEL);
	r = kzalloc(n, GFP_ATOMIC);
}
