void retry(int x)
{
again:
	if (x) {
		x--;
		goto again;
	}
	goto missing;
}
