void ie(int ok)
{
	if (!ok)
		fail();
	else
		pass();
}
