void f(int n)
{
	a = kmalloc(n, GFP_ATOMIC);
	b = kzalloc(sizeof(*b), GFP_ATOMIC);
	c = kmalloc(n, GFP_NOIO);
}
