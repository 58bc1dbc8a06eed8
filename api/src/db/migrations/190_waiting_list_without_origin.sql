-- Issue 31 item 3: a waiting-list offer no longer keeps the site origin the person joined from
-- (it was the Host of their request, so anyone could make the later offer mail link to their own
-- host). The offer mail takes the club's configured public origin when it is built.
ALTER TABLE course_waiting_list DROP COLUMN origin;
