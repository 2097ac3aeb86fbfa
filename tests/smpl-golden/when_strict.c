void sp(int c)
{
	begin();
	if (c)
		return;
	end();
}
