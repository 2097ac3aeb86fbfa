void k(struct ep *ep)
{
	req = take(ep);
	if (req)
		done(ep, req, 0);
	req = take(ep);
	if (req)
		done(ep, req, 0);
	else
		err();
}
