void rc(int a)
{
	/* say where we are */
	trace(a);
	work(a);
	trace(a + 1); /* and again */
	done(a);
}
