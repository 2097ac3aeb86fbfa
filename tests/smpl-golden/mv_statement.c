void same(int c)
{
	if (c)
		go(1);
	else
		go(1);
	if (c)
		go(1);
	else
		go(2);
}
