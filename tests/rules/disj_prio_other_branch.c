void f(struct ep *ep)
{
	stat = 0;
	stat = read(ep);
	x = 1;
	x = 2;
	y = 3;
	y = y + 1;
	z = g(1);
	z = 4;
}
