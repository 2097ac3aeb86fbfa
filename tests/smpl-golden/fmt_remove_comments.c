void kc(int a)
{
	trace(a, /* why */ 1);
	/* before */
	trace(a, 2); /* after */
	work(a);
}
