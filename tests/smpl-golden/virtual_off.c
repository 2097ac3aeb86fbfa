void vo(int a)
{
	old(a);
}
