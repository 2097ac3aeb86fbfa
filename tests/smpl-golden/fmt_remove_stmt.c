void rs(int a)
{
	trace(a);
	work(a);

	trace(a + 1);
	if (a)
		trace(a);
	done();
}
