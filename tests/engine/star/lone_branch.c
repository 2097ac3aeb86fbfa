static int f(int residue, int len)
{
	if (residue)
		residue = residue < len ? residue : len;
	return residue;
}
