void one_branch(int c)
{
	get();
	if (c)
		put();
	done();
}

void both_branches(int c)
{
	get();
	if (c)
		put();
	else
		put();
}
