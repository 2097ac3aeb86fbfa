void f(struct ep *ep)
{
	req = get(ep);
	if (req)
		done(ep, req, 0);
	req = get(ep);
	if (!req)
		err();
	req = get(ep);
	if (req)
		done(ep, req, 0);
	else
		err();
	req = get(ep);
	if (req == NULL)
		err();
	else
		done(ep, req, 0);
}
